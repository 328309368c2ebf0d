import { adAgentActiveAct, adAgentCreateAct, adAgentsAct, adAgentUpdateAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { createAgent, listAgents, setAgentActive, updateAgent } from './ad-agent.repository.js';

export const adAgentHandlers = [
  implement(adAgentsAct, (params, context) => listAgents(context.db, params)),
  implement(adAgentCreateAct, (params, context) => createAgent(context, params)),
  implement(adAgentUpdateAct, (params, context) => updateAgent(context, params)),
  implement(adAgentActiveAct, (params, context) => setAgentActive(context, params.id, params.active)),
];
