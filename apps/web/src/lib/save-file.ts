/** Saves a file the app fetched (answered to a signed call: a plain link cannot carry the token) as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Saves text the app fetched (a csv answered to a signed call) as a download named `fileName`. */
export function saveTextFile(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  // With a byte order mark, so spreadsheets read the UTF-8 (the fetch's text() took the server's off).
  saveBlob(new Blob([`\uFEFF${text}`], { type }), fileName);
}
