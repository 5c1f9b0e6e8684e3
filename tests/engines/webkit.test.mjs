// The cross-engine suite in WebKitGTK (WebKitWebDriver under xvfb-run): see suite.mjs.
import { engineSuite } from './suite.mjs';

engineSuite('webkit', 'WebKitGTK');
