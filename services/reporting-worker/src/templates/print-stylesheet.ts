/**
 * The report's print stylesheet: A4 with room for the page footer, a system font that covers
 * accented letters (DejaVu on Debian), table headers repeated on every page and rows never split
 * across two pages.
 */
export const PRINT_STYLESHEET = `
@page { size: A4; margin: 16mm 14mm 18mm 14mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-variant-ligatures: none; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #1a1a1a; line-height: 1.35; }
h1 { font-size: 17pt; margin: 0 0 2mm; color: #0b3d91; }
h2 { font-size: 11pt; margin: 6mm 0 2mm; color: #0b3d91; }
.meta { margin: 0; color: #333; }
.meta p { margin: 0.6mm 0; }
.summary { display: flex; gap: 3mm; margin: 5mm 0 2mm; }
.figure { flex: 1; border: 0.3mm solid #c7d0dd; border-radius: 1.5mm; padding: 2.5mm 3mm; break-inside: avoid; }
.figure .label { display: block; font-size: 8pt; color: #555; }
.figure .value { display: block; font-size: 14pt; font-weight: bold; margin-top: 1mm; }
.figure .hint { display: block; font-size: 7.5pt; color: #555; margin-top: 0.5mm; }
.chart { margin: 2mm 0 0; break-inside: avoid; }
.chart svg { width: 100%; height: auto; display: block; }
.chart figcaption { font-size: 8pt; color: #555; margin-top: 1mm; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
th { text-align: left; white-space: nowrap; font-size: 8.5pt; background: #e8eef7; border-bottom: 0.4mm solid #0b3d91; padding: 1.6mm 2mm; }
td { padding: 1.4mm 2mm; border-bottom: 0.2mm solid #d9dee5; vertical-align: top; overflow-wrap: anywhere; white-space: pre-wrap; }
tbody tr:nth-child(even) td { background: #f6f8fb; }
.col-country { width: 17%; } .col-notes { width: 36%; } .col-date { width: 15%; } .col-days { width: 17%; text-align: right; }
td.days { text-align: right; }
.muted { color: #666; font-style: italic; }
.ongoing { color: #0b6b2e; font-weight: bold; }
.empty { color: #555; font-style: italic; }
.disclaimer { margin-top: 6mm; font-size: 7.5pt; color: #555; break-inside: avoid; }
`;
