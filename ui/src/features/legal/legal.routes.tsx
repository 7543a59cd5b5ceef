// Legal texts, loaded on demand.
export { PolicyPage } from './policy-page';
export { TermsPage } from './terms-page';
export { TokushohouPage } from './tokushohou-page';
