/** What other features may use of pairing: binding a tablet to a table. */
export { bindTablet } from './device-binding';
