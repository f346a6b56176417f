import { TEST_DEADLINE_MS } from '@pow/domain/testing';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait for lazily loaded parts (page chunks, catalogues), which a busy machine
// delivers late, never wrongly: they wait as long as every other wait of the suites.
configure({ asyncUtilTimeout: TEST_DEADLINE_MS });
