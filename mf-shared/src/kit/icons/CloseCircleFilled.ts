import definition from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { icon } from './icon';

export const CloseCircleFilled = /* @__PURE__ */ icon(definition);
