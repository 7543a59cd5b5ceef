/**
 * A multipart form of an upload call: its text fields, and the file under the field its endpoint
 * names. Numbers and booleans go as their text; an array as its items joined by commas (the box
 * splits them; an empty array clears the list); undefined and null are left out.
 */
export function toFormData(fields: object, file: { field: string; blob: Blob | null | undefined }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (file.blob) form.append(file.field, file.blob, file.blob instanceof File ? file.blob.name : 'blob');
  return form;
}
