import './forms.css';
// The forms' public entry: members' pages, staff's pages, and the owner profile's section.
export { FormsPage } from './forms-page';
export { FileFormPage } from './file-form-page';
export { ReportPage } from './report-page';
export { AdminFormsPage } from './admin-forms-page';
export { FormBuilderPage } from './form-builder-page';
export { CivilianReports } from './civilian-reports';
