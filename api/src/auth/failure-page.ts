import { html } from 'hono/html';

export function authFailurePage(appName: string, message: string) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sign-in failed · ${appName}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            background: #0f172a;
            color: #e2e8f0;
            display: grid;
            place-items: center;
            min-height: 100vh;
            margin: 0;
          }
          main {
            max-width: 28rem;
            padding: 2rem;
            background: #1e293b;
            border-radius: 12px;
          }
          a {
            color: #93c5fd;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>Sign-in failed</h1>
          <p role="alert">${message}</p>
          <p><a href="/">Back to sign-in</a></p>
        </main>
      </body>
    </html>`;
}
