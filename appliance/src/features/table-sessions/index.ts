export { sessionUpdated } from './session-events';
