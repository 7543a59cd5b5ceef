// The diner's first load: the tablet's frame and its welcome. The screens after it are a chunk of
// their own (diner-screens.routes.tsx), fetched as soon as the frame shows.
export { DinerLayout } from './components/diner-layout';
export { WelcomePage } from './components/welcome-page';
export { loadDinerScreens } from './diner-screens';
