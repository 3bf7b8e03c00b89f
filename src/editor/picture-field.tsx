/**
 * A photo field of the owner's editor (Fotos): Keystatic's image field, which takes any file,
 * plus the check that the file is a photo the images step can read (picture-format.ts). A file
 * that is not gets a German message under the field naming it, and Save writes nothing.
 */
import { fields } from '@keystatic/core';
import { FieldMessage } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';

import { pictureFormatProblem } from '../content/picture-format.ts';

type ImageOptions = Parameters<typeof fields.image>[0];
type ImageField = ReturnType<typeof fields.image>;
type ImageValue = Parameters<ImageField['validate']>[0];

/** Why the uploaded file cannot be a photo, in German and naming the field; undefined when it can. */
function photoProblem(label: string, value: ImageValue): string | undefined {
  const problem = value ? pictureFormatProblem(value.data) : undefined;
  return problem && `${label}: ${problem}`;
}

export function photoField(options: ImageOptions): ImageField {
  const base = fields.image(options);
  return {
    ...base,
    Input(props) {
      const problem = photoProblem(options.label, props.value);
      return (
        <Flex direction="column" gap="regular">
          <base.Input {...props} />
          {problem && <FieldMessage>{problem}</FieldMessage>}
        </Flex>
      );
    },
    validate(value) {
      const checked = base.validate(value);
      const problem = photoProblem(options.label, checked);
      if (problem) throw new Error(problem);
      return checked;
    },
  };
}
