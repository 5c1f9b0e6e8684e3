// The cross-engine suite in old WebKit: WPE WebKit 2.38 (about Safari 16; Debian's
// WPEWebDriver and cog's headless platform, no X server): see suite.mjs and
// docs/testing.md, "Old WebKit".
import { engineSuite } from './suite.mjs';

engineSuite('wpe', 'WPE WebKit 2.38');
