import '../common.ts';
import { StaticScreen } from '../components/site/static-screen.tsx';

/** Words only for now; the full screen comes with its own issue. */
export const Component = () => <StaticScreen screen="login" />;
