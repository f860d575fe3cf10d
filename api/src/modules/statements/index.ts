// The statements module's public face: what other modules and the composition root use of it.
// Import from here ('../statements'), never a file inside the folder (docs/api.md#module-floors).
export { formatMoney, parseMoney } from './parser/money';
export { closeParserPool, runParser, warmParser } from './parser/run-parser';
export { type StatementParser } from './statement-parser';
export { checkedStatementFile, type UploadedFile } from './statement-file';
export { StatementPasswords } from './statement-password';
export {
  fileTooLarge,
  MAX_STATEMENT_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  uploadNotFound,
} from './statements.errors';
export { StatementUpload } from './statement-upload.entity';
export { StatementsModule } from './statements.module';
