// The cross-engine suite in Firefox ESR (puppeteer-core over WebDriver BiDi): see suite.mjs.
import { engineSuite } from './suite.mjs';

engineSuite('firefox', 'Firefox ESR');
