package org.iotcrypt.testing;

/**
 * How many random cases a differential test against Bouncy Castle runs: its own small count in CI,
 * or the count given by {@code -Diotcrypt.differential.cases=N} for a campaign (issue 12, point
 * 13: at least 10^5 per primitive, {@code tools/fuzz/campaign.sh}). Each test prints what it ran,
 * so that the campaign's log holds the counts.
 */
public final class DifferentialCases {

    /** The system property that sets the count for every differential test. */
    public static final String PROPERTY = "iotcrypt.differential.cases";

    private DifferentialCases() {
    }

    /** The campaign's count if one is set, else {@code ciCount}. */
    public static int count(int ciCount) {
        String v = System.getProperty(PROPERTY);
        return v == null || v.isBlank() ? ciCount : Integer.parseInt(v.trim());
    }

    /** Prints "differential: WHAT: N cases against Bouncy Castle" for the campaign's log. */
    public static void report(String what, long cases) {
        System.out.println("differential: " + what + ": " + cases + " cases against Bouncy Castle");
    }
}
