/**
 * A form's result line. Spec: green when the text contains "success" or a check mark,
 * red otherwise.
 */
export function StatusMessage({ text }: { text: string }) {
  if (!text) return null;
  const ok = /success/i.test(text) || text.includes('✅') || text.includes('✔');
  return (
    <p className={`message ${ok ? 'success' : 'error'}`} role={ok ? 'status' : 'alert'}>
      {text}
    </p>
  );
}
