import { useRef, type ChangeEvent } from 'react';
import { Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';

export interface FileChooserProps {
  /** The file input's id, which the field's label names (`htmlFor`). */
  id: string;
  accept?: string;
  disabled?: boolean;
  /** The file chosen, shown by its name. */
  file: File | undefined;
  chooseText: string;
  noFileText: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file field in the console's language: the browser's own file button speaks the browser's
 * language, so it stays hidden and our button opens it; the name of the file chosen shows beside.
 */
export function FileChooser({ id, accept, disabled, file, chooseText, noFileText, onChange }: FileChooserProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <VisuallyHidden>
        <input id={id} ref={input} type="file" accept={accept} tabIndex={-1} disabled={disabled} onChange={onChange} />
      </VisuallyHidden>
      <Flex gap="3" align="center" wrap="wrap">
        <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
          {chooseText}
        </Button>
        <Text fontSize="sm" color={file ? undefined : 'fg.muted'} wordBreak="break-all">
          {file ? file.name : noFileText}
        </Text>
      </Flex>
    </>
  );
}
