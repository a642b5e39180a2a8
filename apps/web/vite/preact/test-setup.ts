// The web-preact project's first step: fail at once if `react` is not the build's Preact (the
// shim over preact/compat), so a change in the test setup cannot quietly run React twice.
import { createElement } from 'react';
import { createElement as preactCreateElement } from 'preact/compat';

if (createElement !== preactCreateElement) {
  throw new Error(
    'web-preact: `react` is not preact/compat; see apps/web/vite/preact/test-project.ts',
  );
}
