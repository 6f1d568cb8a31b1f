/** Switches for how the renderer treats problems in agent output. */
export interface RenderSettings {
  /**
   * Show a visible, accessible "unsupported component" note where an unknown component type
   * is used (development). When false (production) nothing is rendered there. Either way the
   * problem is reported once per component id as an error.
   */
  showUnknownComponents: boolean;
}

/** The live settings; change them before rendering (e.g. `showUnknownComponents = false`). */
export const renderSettings: RenderSettings = {showUnknownComponents: true};
