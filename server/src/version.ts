import packageJson from '@/package.json';

/** The API reports the version it was released as, one source for /meta and OpenAPI. */
export const API_VERSION: string = packageJson.version;
