import { isSiteImagePath } from '@portal/contract';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';

type TImageField = { name: string; label: string; extra?: ReactNode; required?: boolean; rules?: Rule[]; maxLength: number };

type TImagePathFieldsProps = {
  path: TImageField & { placeholder?: string };
  /** the image's alternative text; none where the image is a logo beside its site's name */
  alt?: TImageField & { multiline?: boolean };
  /** the preview's alternative text from the typed one (by default the typed one itself) */
  previewAlt?: (typedAlt: string) => string;
  /** a fixed preview size, for images without a size of their own */
  previewSize?: { width: number; height: number };
  /** a caption under the preview */
  caption?: string;
};

/**
 * An image of an admin form: until uploads arrive (issue 5) a path of this site, with a preview
 * once the path is one (CSP img-src 'self'), and its alternative text. Names, labels and rules
 * are the page's (imagePath/imageAlt, logoPath/logoAlt, coverPath/coverAlt ...).
 */
export function ImagePathFields({ path, alt, previewAlt = (typedAlt) => typedAlt, previewSize, caption }: TImagePathFieldsProps) {
  const form = Form.useFormInstance();
  const watched = Form.useWatch((values: Record<string, string | undefined>) => ({ src: values[path.name], alt: alt && values[alt.name] }), form);
  const src = watched?.src?.trim() ?? '';
  return (
    <>
      <Form.Item label={path.label} name={path.name} required={path.required} extra={path.extra} validateTrigger="onBlur" rules={path.rules}>
        <Input maxLength={path.maxLength} placeholder={path.placeholder} spellCheck={false} autoComplete="off" />
      </Form.Item>
      {isSiteImagePath(src) && (
        <figure className="adm-image-fields__preview">
          <img src={src} alt={previewAlt(watched?.alt ?? '')} {...previewSize} />
          {caption && <figcaption>{caption}</figcaption>}
        </figure>
      )}
      {alt && (
        <Form.Item label={alt.label} name={alt.name} required={alt.required} extra={alt.extra} dependencies={[path.name]} rules={alt.rules}>
          {alt.multiline ? <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={alt.maxLength} showCount /> : <Input maxLength={alt.maxLength} />}
        </Form.Item>
      )}
    </>
  );
}
