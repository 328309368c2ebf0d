// A POST over node:http from a chosen loopback source address: a load run gives each simulated site (a building's
// lockers) and each staff member an address of their own in 127.0.0.0/8, as a real network has, so the per-address
// limits of the product apply to them as they would in the field instead of being switched off for the run.
import { Agent, request } from 'node:http';

export interface PostAnswer {
  status: number;
  text: string;
}

// One keep-alive agent per source address: connections are reused as a browser or a locker's client would.
const agents = new Map<string, Agent>();

function agentFor(source: string): Agent {
  let agent = agents.get(source);
  if (!agent) {
    agent = new Agent({ keepAlive: true });
    agents.set(source, agent);
  }
  return agent;
}

export function postFrom(
  url: string,
  headers: Record<string, string>,
  body: string,
  source: string | undefined,
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: agentFor(source ?? ''),
        ...(source ? { localAddress: source } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Ends the kept-alive connections, so a finished run lets its process exit. */
export function closeLoopbackAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
