// Diner screens no guest meets mid-visit: pairing a tablet (once, by staff, with the box in reach)
// and the staff's menu preview. A chunk of their own keeps them out of the tablet's first load.

export { MenuPreviewPage } from './components/menu-preview-page';
export { PairPage } from './components/pair-page';
