// The member's landing page after sign-in.
export { HomePage } from './home-page';
