import { port } from '../../../apps/api/src/server-only.ts';

export const domainPort = port;
