// 日計・売上 in a chunk of its own: its charts load only when the owner opens the report.
export { ReportsPage as AdminReportsPage } from './components/reports/reports-page';
