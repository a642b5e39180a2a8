// The frame of the simulator gateway's own pages (payments and refunds): plain HTML, no app.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#1e293b;background:#f1f5f9;margin:0;padding:24px}
main{max-width:28rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px}
h1{font-size:20px;margin:0 0 4px}p{line-height:1.5}.amount{font-size:28px;font-weight:700;font-variant-numeric:tabular-nums}
.note{color:#475569;font-size:14px}form{display:inline}
button{font:inherit;font-weight:600;border-radius:8px;padding:10px 20px;margin:8px 8px 0 0;cursor:pointer;border:1px solid #0f766e}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.pay{background:#0f766e;color:#fff}.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}
</style></head><body><main>${body}</main></body></html>`;
}
