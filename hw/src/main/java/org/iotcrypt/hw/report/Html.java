package org.iotcrypt.hw.report;

/** Escaping of text for HTML and SVG (element content and attribute values). */
final class Html {

    private Html() {
    }

    static String escape(String v) {
        return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
