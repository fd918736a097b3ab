/** Saves text the app fetched (a csv answered to a signed call) as a download named `fileName`. */
export function saveTextFile(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  const link = document.createElement("a");
  // With a byte order mark, so spreadsheets read the UTF-8 (the fetch's text() took the server's off).
  link.href = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
