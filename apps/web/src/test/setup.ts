// Components are tested under the app's global styles (tokens, fonts, .sr-only), as users see them.
import '../styles/index.css';
import '../../../../test/fail-on-console-error.js';
