import type { Feature } from '../../shared/feature';
import { createImageRoutes } from './images.routes';

/** Stored pictures, served under /images (outside /v1). */
export const feature: Feature = { name: 'images', pages: createImageRoutes };
