import { configure } from '@testing-library/react';

// Both component-test projects run on two shared cores beside the API tests: a form's save
// answering later than findBy's default second is the machine, not the form (seen in CI).
configure({ asyncUtilTimeout: 10_000 });
