import type { EndpointBody, EndpointParsedQuery, EndpointResponse } from '@contract/endpoint-schemas';
import type { EndpointName, endpoints } from '@contract/endpoints';

type ReadonlyItems<T> = T extends (infer U)[] ? readonly U[] : T;

/**
 * A call's query as the box reads it once parsed (numbers, arrays of numbers, words): the client
 * writes each value as text, an array as `key[]=` items. The schemas' input side is the raw text
 * (EndpointQuery) and would accept anything here.
 */
export type CallQuery<N extends EndpointName> =
  EndpointParsedQuery<N> extends undefined
    ? undefined
    : { [K in keyof EndpointParsedQuery<N>]: ReadonlyItems<EndpointParsedQuery<N>[K]> };

/** Whether the call sends a multipart form: its endpoint names an upload field. */
type IsUpload<N extends EndpointName> = (typeof endpoints)[N] extends { upload: { field: string } } ? true : false;

/** Whether every key of T may be left out. */
type AllOptional<T> = Record<never, never> extends T ? true : false;

type QueryOption<N extends EndpointName> =
  CallQuery<N> extends undefined
    ? { query?: never }
    : AllOptional<CallQuery<N>> extends true
      ? { query?: CallQuery<N> }
      : { query: CallQuery<N> };

type BodyOption<N extends EndpointName> =
  IsUpload<N> extends true
    ? {
        body?: never;
        /** The form's text fields. */
        form: EndpointBody<N>;
        /** Sent under the endpoint's upload field; none leaves the stored file as it is. */
        file?: Blob | null;
        /** Upload progress from 0 to 1, when the browser knows the total. */
        onProgress?: (fraction: number) => void;
      }
    : EndpointBody<N> extends undefined
      ? { body?: never; form?: never }
      : AllOptional<EndpointBody<N>> extends true
        ? { body?: EndpointBody<N>; form?: never }
        : { body: EndpointBody<N>; form?: never };

/** What a call takes beside its name: query, JSON body or form as its schemas say, and transport options. */
export type CallOptions<N extends EndpointName> = QueryOption<N> &
  BodyOption<N> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The options argument, optional when the call needs nothing. */
export type CallArgs<N extends EndpointName> =
  AllOptional<CallOptions<N>> extends true ? [options?: CallOptions<N>] : [options: CallOptions<N>];

/** A call's JSON body, or its form's text fields for an upload: as the screens send it, before the box parses it. */
export type CallBody<N extends EndpointName> = EndpointBody<N>;

export type CallResponse<N extends EndpointName> = EndpointResponse<N>;
