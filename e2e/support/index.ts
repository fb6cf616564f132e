// The one support module of the e2e specs: `import { … } from '../../support'`.
export * from './test';
export * from './env';
export * from './session';
export * from './api';
export * from './files';
export * from './page';
export * from './dates';
export * from './walk';
