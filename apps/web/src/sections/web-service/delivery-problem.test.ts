import { describe, expect, it } from 'vitest';
import { deliveryProblem } from './delivery-problem';

describe('deliveryProblem', () => {
  it('names each kind of failure the dispatcher stores', () => {
    expect(deliveryProblem('the receiver answered 503')).toBe('receiverError');
    expect(deliveryProblem('getaddrinfo ENOTFOUND hooks.example.com')).toBe('unknownHost');
    expect(deliveryProblem('getaddrinfo EAI_AGAIN hooks.example.com')).toBe('unknownHost');
    expect(deliveryProblem('connect ECONNREFUSED 127.0.0.1:9')).toBe('refused');
    expect(deliveryProblem('The operation was aborted due to timeout')).toBe('timeout');
    expect(deliveryProblem('unable to verify the first certificate')).toBe('secureConnection');
    expect(deliveryProblem('read ECONNRESET')).toBe('connectionCut');
    expect(deliveryProblem('other side closed')).toBe('connectionCut');
  });

  it('calls anything else a failed delivery, and no error no problem', () => {
    expect(deliveryProblem('fetch failed')).toBe('failed');
    expect(deliveryProblem(null)).toBeUndefined();
    expect(deliveryProblem('  ')).toBeUndefined();
  });
});
