/** The first-run area: one screen, /setup, loaded only by the owner setting the box up. */
export { SetupPage } from './components/setup-page';
