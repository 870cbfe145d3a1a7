/** The civilian's Records panel on the Civilian Dashboard. */
export function CivilianRecordsPanel(_props: { civilianId: string }) {
  return (
    <div className="panel">
      <h3>Records</h3>
      <p>Tickets: None</p>
      <p>Written Warnings: None</p>
      <p>Arrest Reports: None</p>
    </div>
  );
}
