import { type Endpoint, type EndpointName, endpoints } from '../contract/endpoints';

/**
 * Finding a request's call in the endpoint table: the box's alone, so it stays out of the table
 * the tablet loads. Express matches paths case-insensitively and with or without a trailing
 * slash; so does the lookup.
 */
function pathKey(path: string): string {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return bare.toLowerCase();
}

function endpointKey(method: string, path: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${pathKey(path)}`;
}

const entries = Object.entries(endpoints) as [EndpointName, Endpoint][];
const byKey: ReadonlyMap<string, EndpointName> = new Map(entries.map(([name, e]) => [endpointKey(e.method, e.path), name]));

/** The entry a request names, or undefined when no call has that method and path. */
export function endpointOf(method: string, path: string): EndpointName | undefined {
  return byKey.get(endpointKey(method, path));
}

/** The methods the table has for a path (empty when the path is unknown), HEAD beside GET. */
export function methodsOf(path: string): string[] {
  const key = pathKey(path);
  return entries
    .filter(([, e]) => pathKey(e.path) === key)
    .flatMap(([, e]) => (e.method === 'GET' ? ['GET', 'HEAD'] : [e.method]));
}
