import { ConsoleScreen } from '@school/shared/admin';
import { ResultsScreen } from '../../features/results/components/results-screen';

/** /admin/results: results day's exams (the admin and the results officer, issue 37). */
export default function ResultsPage() {
  return (
    <ConsoleScreen title="Results">
      <ResultsScreen />
    </ConsoleScreen>
  );
}
