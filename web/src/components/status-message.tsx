/**
 * A form's result line: green when the text contains "success" or a check mark,
 * red otherwise; a screen that knows the outcome (a saved result worded without "success")
 * says so with `tone`.
 */
export function StatusMessage({ text, tone }: { text: string; tone?: 'success' | 'error' }) {
  if (!text) return null;
  const ok = tone
    ? tone === 'success'
    : /success/i.test(text) || text.includes('✅') || text.includes('✔');
  return (
    <p className={`message ${ok ? 'success' : 'error'}`} role={ok ? 'status' : 'alert'}>
      {text}
    </p>
  );
}
