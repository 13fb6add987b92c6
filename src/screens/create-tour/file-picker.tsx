import { useId, useRef, useState, type DragEvent } from 'react';
import { DEFAULT_MAX_UPLOAD_BYTES, MAX_MODEL_FACES, formatByteLimit } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { FileProblem } from '../../machines/tour-creation.machine';
import { fileProblemMessage } from './create-tour-messages';
import { FILE_INPUT_ACCEPT, checkTourFile, gltfProblem, isGltfFile } from './file-check';

export interface FilePickerProps {
  file: File | null;
  problem: FileProblem | null;
  disabled?: boolean;
  /** The file chosen or dropped, with what the first check found wrong with it. */
  onChoose: (file: File | null, problem: FileProblem | null) => void;
}

function hasFiles(event: DragEvent) {
  return event.dataTransfer.types.includes('Files');
}

/**
 * A file input inside a drop zone. The input is the keyboard's way in (and the zone's label opens
 * it on click); a file dropped on the zone is checked the same way as one picked.
 */
export function FilePicker({ file, problem, disabled, onChoose }: FilePickerProps) {
  const t = useTranslate();
  const id = `create-tour-file-${useId().replace(/[^\w-]/g, '')}`;
  const [dragging, setDragging] = useState(false);
  /** The last file chosen: a .gltf's reading must not report on a file chosen before it. */
  const lastChosen = useRef<File | null>(null);
  const choose = (chosen: File | null | undefined) => {
    if (disabled) return;
    lastChosen.current = chosen ?? null;
    const problem = chosen ? checkTourFile(chosen) : 'missing';
    if (!chosen || problem !== null || !isGltfFile(chosen)) {
      onChoose(chosen ?? null, problem);
      return;
    }
    const report = (found: FileProblem | null) => {
      if (lastChosen.current === chosen) onChoose(chosen, found);
    };
    gltfProblem(chosen).then(report, () => report('unsupported'));
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event) || disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <div className="form-field create-tour-file">
      <div
        className="create-tour-drop-zone"
        data-dragging={dragging}
        data-invalid={problem !== null}
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label htmlFor={id} className="create-tour-drop-label">
          <span id={`${id}-name`}>{t('createTour.file.label')}</span>
          {/* The input itself is hidden: this is what it looks like, in the page's language. */}
          <span className="button button-primary create-tour-drop-button" aria-hidden="true">
            {t('createTour.file.choose')}
          </span>
        </label>
        <div className="create-tour-drop-text" id={`${id}-hint`}>
          <p>
            {t('createTour.file.dropHint', { limit: formatByteLimit(DEFAULT_MAX_UPLOAD_BYTES) })}
          </p>
          <p>{t('createTour.file.faceLimit', { faces: MAX_MODEL_FACES })}</p>
        </div>
        <input
          id={id}
          className="create-tour-file-input"
          aria-labelledby={`${id}-name`}
          type="file"
          accept={FILE_INPUT_ACCEPT}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            choose(chosen);
            // A refused file is not kept, so that picking it again after a fix is a change.
            if (!chosen || checkTourFile(chosen)) event.target.value = '';
          }}
        />
        {file && (
          <p className="create-tour-chosen" aria-live="polite">
            {t('createTour.file.chosen', { name: file.name, size: formatByteLimit(file.size) })}
          </p>
        )}
      </div>
      {problem && (
        <p id={`${id}-error`} className="form-field-error" role="alert">
          {fileProblemMessage(t, problem)}
        </p>
      )}
    </div>
  );
}
