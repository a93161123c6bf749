/** Pieces of the wire format shared by every endpoint. */

/** Sent in the body of every call: which tenant, and which language the answer should use. */
export interface Variation {
  tenantCode: string;
  languageCode: string;
}

/** One call inside `POST /api/entity/bulk`. */
export interface BulkCall {
  /** The endpoint path the call would have gone to, e.g. `/api/entity/query`. */
  endPoint: string;
  /** The call's own body, without `variation` (the bulk body carries one for all). */
  request: unknown;
  reqId: string;
}

/** Body of `POST /api/entity/bulk`. */
export interface BulkRequest {
  bulkCalls: BulkCall[];
  variation: Variation;
}

/** One answer inside the bulk answer; `response` is the JSON text the endpoint would have answered. */
export interface BulkResult {
  reqId: string;
  response: string;
}

/** Answer of `POST /api/entity/bulk`. */
export interface BulkResponse {
  results?: BulkResult[];
}
