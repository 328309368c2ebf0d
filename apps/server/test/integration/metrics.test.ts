// GET /metrics: Prometheus figures an operator scrapes, with no secret in them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

describe.each(testDialects())('metrics on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
  });
  afterAll(() => portal?.close());

  it('counts acts by code and outcome with their latency, device calls, and the message queue', async () => {
    const token = await portal.login('bdadmin');
    await portal.act('login', { u: 'bdadmin', p: 'wrong password' });
    await portal.act('parcel list', { t: token });
    await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: '{"call":"heartbeat","params":{}}',
      headers: { 'content-type': 'application/json' },
    });
    const response = await portal.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/bm_act_calls_total\{act="8002",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/bm_act_calls_total\{act="8002",outcome="BAD_CREDENTIALS"\} 1/);
    expect(text).toMatch(/bm_act_calls_total\{act="51001",outcome="ok"\} 1/);
    expect(text).toMatch(/bm_act_duration_seconds_bucket\{le="0\.1",act="51001"\} 1/);
    expect(text).toMatch(/bm_device_calls_total\{call="unknown",outcome="UNAUTHENTICATED"\} 1/);
    expect(text).toMatch(/bm_message_queue\{status="(queued|sent|failed)"\} \d+/);
    expect(text).toMatch(/bm_process_cpu_user_seconds_total/);
    // Nothing secret: no token, no password.
    expect(text).not.toContain(token);
    expect(text).not.toContain(DEMO_PASSWORD);
  });
});
