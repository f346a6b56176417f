import { configure } from '@testing-library/react';

// findBy… and waitFor wait for lazily loaded parts; on a loaded CI machine the first import of a chunk
// can take over the default second. A part that never comes still fails, after five.
configure({ asyncUtilTimeout: 5000 });
