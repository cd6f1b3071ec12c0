// The ICR upload rules, checked from the bytes before any decoder runs, so production and sandbox refuse the
// same requests with the same ICR codes: no file or an empty one → ICR_VAL_2001, a type we do not read →
// ICR_VAL_2002, several PDFs → ICR_VAL_2003, a PDF with images → ICR_VAL_2004. Several images are the pages
// of one document. File names are never echoed (they often carry the patient's name); files are numbered.
import { ApiError } from "@/lib/api/api-error";
import type { UploadedFile } from "@/lib/api/read-body";
import { detectFileType, isDocumentError, type FileType, type InputFile } from "@/lib/documents";

/** The document files of a request, checked; throws the matching ICR error. */
export function checkedUploads(files: UploadedFile[]): InputFile[] {
  const uploads = files.filter((f) => f.field === "file");
  if (uploads.length === 0) {
    throw new ApiError("ICR_VAL_2001", "Send the document in the multipart field 'file' (PDF, JPG, JPEG or PNG).");
  }
  const label = (i: number) => (uploads.length > 1 ? `File ${i + 1}` : "The file");
  const types: FileType[] = uploads.map((f, i) => {
    if (f.bytes.length === 0) throw new ApiError("ICR_VAL_2001", `${label(i)} is empty (0 bytes): choose the document again and resend.`);
    try {
      return detectFileType(f.bytes);
    } catch (err) {
      if (!isDocumentError(err)) throw err;
      throw new ApiError("ICR_VAL_2002", `${label(i)} is not a PDF, JPG, JPEG or PNG document (the type is read from its content, not its name).`);
    }
  });
  const pdfs = types.filter((t) => t === "pdf").length;
  if (pdfs > 1) throw new ApiError("ICR_VAL_2003", `${pdfs} PDFs were sent: send one PDF per request.`);
  if (pdfs === 1 && uploads.length > 1) {
    throw new ApiError("ICR_VAL_2004", "Send either one PDF or images of the document's pages, not both in one request.");
  }
  return uploads.map((f) => ({ bytes: f.bytes }));
}
