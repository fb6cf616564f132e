import { ConsoleApp } from '@school/shared/admin';
import { CONSOLE_HOME } from './routes.data';
import { ICONS, ROUTES } from './routes';

/** The remote's one exposed module: the women's-centre console, with its whole route table. */
export default function App() {
  return <ConsoleApp site="women" home={CONSOLE_HOME} routes={ROUTES} icons={ICONS} />;
}
