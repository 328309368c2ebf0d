// What went wrong with a webhook delivery, in words a reader can act on. The server keeps the technical detail it
// got (Node's network error text: 'getaddrinfo ENOTFOUND hooks.example.com', 'connect ECONNREFUSED …'), which the
// CSV export carries; the page names the kind of failure in the reader's language instead of showing those codes.

export type DeliveryProblem =
  'receiverError' | 'unknownHost' | 'refused' | 'timeout' | 'secureConnection' | 'connectionCut' | 'failed';

// First match wins: a timeout's text can also mention the socket.
const KINDS: readonly [RegExp, DeliveryProblem][] = [
  [/^the receiver answered \d+/, 'receiverError'],
  [/ENOTFOUND|EAI_AGAIN/, 'unknownHost'],
  [/ECONNREFUSED/, 'refused'],
  [/timeout|timed out|aborted|ETIMEDOUT/i, 'timeout'],
  [/certificate|SSL|TLS|self.signed/i, 'secureConnection'],
  [/ECONNRESET|EPIPE|socket hang up|other side closed/i, 'connectionCut'],
];

/** The kind of failure a stored delivery error describes; undefined when the delivery has none. */
export function deliveryProblem(error: string | null): DeliveryProblem | undefined {
  if (error === null || error.trim() === '') return undefined;
  return KINDS.find(([pattern]) => pattern.test(error))?.[1] ?? 'failed';
}
